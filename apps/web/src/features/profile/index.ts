export { EditProfilePage, ProfileOverviewPage } from './components/profile-pages';
