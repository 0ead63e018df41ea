export { CategoryTiles } from './components/category-tiles';
export { NavDrawer } from './components/nav-drawer-host';
export { PolicyNav } from './components/policy-nav';
export { SectionTabs } from './components/section-tabs';
export { SidePanel } from './components/side-panel';
export { SiteFooter } from './components/site-footer';
export { SiteHeader } from './components/site-header';
export {
  casinoTabs,
  gameCategories,
  type NavItem,
  profile2Sections,
  profileSections,
  rewardCategories,
} from './nav-items';
