declare module 'virtual:islands-entry' {
  /** URL of the islands' browser entry (app/islands/loader.js once built); '' in the browser bundle. */
  const url: string;
  export default url;
}
