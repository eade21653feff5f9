/** One SVG of icons drawn in the brand's dark blue, a <view> per icon: its URL (vite-plugins.ts, monochromeSprite). */
declare module '*.json?monochrome-sprite' {
  const url: string;
  export default url;
}
