// Asynchronous boundary required by Module Federation before shared modules load.
import('./bootstrap');
