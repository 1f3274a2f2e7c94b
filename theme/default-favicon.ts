// The favicon a site gets when its config names none: without one, every page view logs a 404 for
// /favicon.ico. A plain page glyph that reads in light and dark browser chrome.
export const DEFAULT_FAVICON_PATH = '/favicon.svg';

export const DEFAULT_FAVICON_SVG = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect x="5" y="2" width="22" height="28" rx="3" fill="#2e5aac"/><path d="M10 10h12M10 15h12M10 20h8" stroke="#fff" stroke-width="2.5" stroke-linecap="round"/></svg>
`;
