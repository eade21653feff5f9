// What only the server loads: React Router keeps *.server modules out of the browser bundle.
export { submitContactAction } from './contact-action.server';
export { loadContactBlock } from './contact-data.server';
