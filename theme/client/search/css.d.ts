// CSS imported `with { type: 'text' }` arrives as a string (esbuild's text loader).
declare module '*.css' {
  const text: string;
  export default text;
}
