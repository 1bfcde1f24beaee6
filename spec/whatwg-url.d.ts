/** whatwg-url (the URL Standard's reference implementation) ships no types: its URL is the platform's. */
declare module 'whatwg-url' {
  export const URL: typeof globalThis.URL;
}
