// Types for crxjs's `?script` imports (the content script's emitted file name).
/// <reference types="@crxjs/vite-plugin/client" />
