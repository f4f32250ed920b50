// Inlined into the pages' HTML by tranque-pages (ui/pages), so it runs before their wasm is
// fetched: the colours, the text size and the language kept on the phone
// (where `ui/shared/src/ctx.rs` keeps them, with the same values) are put on
// <html> at once, and the first frame is drawn in them. The wasm's context
// then reads and follows the same keys. A value it would not read is left
// out here too.
(function () {
  var root = document.documentElement;
  function kept(key, values) {
    try {
      var value = window.localStorage.getItem(key);
      return values.indexOf(value) >= 0 ? value : null;
    } catch (e) {
      return null;
    }
  }
  var dark = window.matchMedia && window.matchMedia("(prefers-color-scheme: dark)").matches;
  root.setAttribute("data-theme", kept("tranque.theme", ["light", "dark", "black"]) || (dark ? "dark" : "light"));
  root.setAttribute("data-text", kept("tranque.text", ["100", "130", "160", "200"]) || "100");
  var lang = kept("tranque.lang", ["en", "pt-BR", "es"]);
  if (lang) root.setAttribute("lang", lang);
})();
