declare module 'virtual:islands-entry' {
  /** The islands' browser entry (app/islands/loader.js, minified, with its chunks' names), written inline in public pages; '' in the browser bundle and on the development server. */
  const code: string;
  export default code;
}
