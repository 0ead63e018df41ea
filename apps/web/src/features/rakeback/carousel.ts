// The calendar's carousel (with the carousel library): an entry of its own, fetched by the lobby
// only when the section nears the viewport.

export { RakebackCarousel } from './components/rakeback-carousel';
