import { lazy } from 'react';

/*
 * Each screen is its own chunk, fetched when its route opens (or earlier, when its sidebar link is
 * hovered or focused), so the first screen does not pay for the others.
 */
export const loadScreen = {
  cases: () => import('./cases/cases-screen'),
  users: () => import('./users/users-screen'),
  blog: () => import('./blog/blog-screen'),
  contacts: () => import('./contacts/contacts-screen'),
  contactConfig: () => import('./contact-config/contact-config-screen'),
  media: () => import('./media-library/media-library-screen'),
  profile: () => import('./users/profile-screen'),
  pages: () => import('./pages/pages-screen'),
  menuFooter: () => import('./menu-footer/menu-footer-screen'),
  seo: () => import('./seo/seo-screen'),
  emails: () => import('./emails/emails-screen'),
  subject: () => import('./privacy/subject-screen'),
  translations: () => import('./translations/translations-screen'),
  activity: () => import('./activity/activity-screen'),
  redirects: () => import('./redirects/redirects-screen'),
  trash: () => import('./trash/trash-screen'),
} as const;

export type ScreenName = keyof typeof loadScreen;

export const CasesScreen = /* @__PURE__ */ lazy(() => loadScreen.cases().then((m) => ({ default: m.CasesScreen })));
export const UsersScreen = /* @__PURE__ */ lazy(() => loadScreen.users().then((m) => ({ default: m.UsersScreen })));
export const BlogScreen = /* @__PURE__ */ lazy(() => loadScreen.blog().then((m) => ({ default: m.BlogScreen })));
export const ContactsScreen = /* @__PURE__ */ lazy(() => loadScreen.contacts().then((m) => ({ default: m.ContactsScreen })));
export const ContactConfigScreen = /* @__PURE__ */ lazy(() =>
  loadScreen.contactConfig().then((m) => ({ default: m.ContactConfigScreen })),
);
export const MediaLibraryScreen = /* @__PURE__ */ lazy(() => loadScreen.media().then((m) => ({ default: m.MediaLibraryScreen })));
export const ProfileScreen = /* @__PURE__ */ lazy(() => loadScreen.profile().then((m) => ({ default: m.ProfileScreen })));
export const PagesScreen = /* @__PURE__ */ lazy(() => loadScreen.pages().then((m) => ({ default: m.PagesScreen })));
export const MenuFooterScreen = /* @__PURE__ */ lazy(() => loadScreen.menuFooter().then((m) => ({ default: m.MenuFooterScreen })));
export const SeoScreen = /* @__PURE__ */ lazy(() => loadScreen.seo().then((m) => ({ default: m.SeoScreen })));
export const EmailsScreen = /* @__PURE__ */ lazy(() => loadScreen.emails().then((m) => ({ default: m.EmailsScreen })));
export const SubjectScreen = /* @__PURE__ */ lazy(() => loadScreen.subject().then((m) => ({ default: m.SubjectScreen })));
export const TranslationsScreen = /* @__PURE__ */ lazy(() => loadScreen.translations().then((m) => ({ default: m.TranslationsScreen })));
export const ActivityScreen = /* @__PURE__ */ lazy(() => loadScreen.activity().then((m) => ({ default: m.ActivityScreen })));
export const RedirectsScreen = /* @__PURE__ */ lazy(() => loadScreen.redirects().then((m) => ({ default: m.RedirectsScreen })));
export const TrashScreen = /* @__PURE__ */ lazy(() => loadScreen.trash().then((m) => ({ default: m.TrashScreen })));
