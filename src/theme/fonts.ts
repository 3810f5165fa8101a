// Self-hosted Inter (latin subset covers pt-BR accents): no font is fetched from the network.
import '@fontsource/inter/latin-400.css';
import '@fontsource/inter/latin-600.css';
import '@fontsource/inter/latin-700.css';
