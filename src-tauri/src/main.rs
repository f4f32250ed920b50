//! Desktop entry point: all the app lives in the library so that the mobile
//! builds share it.
#![cfg_attr(not(debug_assertions), windows_subsystem = "windows")]

fn main() {
    tranque_app_lib::startup::begin();
    tranque_app_lib::run();
}
