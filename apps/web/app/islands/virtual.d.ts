declare module 'virtual:islands-entry' {
  /** URL of the islands' browser entry (app/islands/client.ts once built); '' in the browser bundle. */
  const url: string;
  export default url;
}
