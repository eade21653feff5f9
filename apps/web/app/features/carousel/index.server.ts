// What only the server loads: React Router keeps *.server modules out of the browser bundle.
export { loadCarouselCases } from './carousel-data.server';
