/** An SVG drawn in the brand's dark blue: its URL (vite-plugins.ts, monochromeSvg). */
declare module '*.svg?monochrome' {
  const url: string;
  export default url;
}
