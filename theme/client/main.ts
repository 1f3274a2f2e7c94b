// First-load script: small progressive enhancements of the server-rendered HTML. No React here.
import { initColorMode } from './color-mode.js';
import { initWidgets } from './widgets.js';

initColorMode();
initWidgets(document);
