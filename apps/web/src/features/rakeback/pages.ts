// The rakeback calendar's page and modal: a public entry of their own, loaded lazily by the app.

export { RakebackModal } from './components/rakeback-modal';
export { RakebackPage } from './components/rakeback-page';
