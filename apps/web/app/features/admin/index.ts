/*
 * The back office. Route modules import it from here only; none of it is imported by a public page.
 * Screens are lazy (see screens.ts): the shell and session load once, each screen on demand.
 */
export { adminMeta } from './layout/admin-meta';
export { AdminProviders } from './layout/admin-providers';
export { AdminShell } from './layout/admin-shell';
export { AdminHome } from './layout/admin-home';
export { NoticeScreen } from './components/notice-screen';
export { LoginScreen } from './login/login-screen';
export { NewPasswordScreen } from './login/new-password-screen';
export {
  ActivityScreen,
  BlogScreen,
  CasesScreen,
  ContactConfigScreen,
  ContactsScreen,
  EmailsScreen,
  MediaLibraryScreen,
  MenuFooterScreen,
  PagesScreen,
  RedirectsScreen,
  ProfileScreen,
  SeoScreen,
  SubjectScreen,
  TranslationsScreen,
  TrashScreen,
  UsersScreen,
} from './screens';
