// Side-effect module: the default theme on :root and the global styles, imported once at boot.
import './themes.css';
import './global.css';
