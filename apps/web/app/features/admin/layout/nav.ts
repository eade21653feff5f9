import { Briefcase, History, FileText, Images, Languages, Mail, Mails, Newspaper, PanelBottom, SearchCheck, Settings2, ShieldUser, Trash2, Users, Waypoints, type LucideIcon } from 'lucide-react';
import { can, type Permission, type TRole } from '@softhouse/contracts';
import type { ScreenName } from '../screens';

export type AdminNavItem = { to: string; label: string; icon: LucideIcon; permission: Permission; screen: ScreenName };

/** The sidebar tabs, in the specified order; each role sees only the tabs its permissions open (docs/decisions/026). */
export const ADMIN_NAV: readonly AdminNavItem[] = [
  { to: '/admin/cases', label: 'Cases', icon: Briefcase, permission: 'content', screen: 'cases' },
  { to: '/admin/usuarios', label: 'Usuários', icon: Users, permission: 'users', screen: 'users' },
  { to: '/admin/blog', label: 'Blog', icon: Newspaper, permission: 'content', screen: 'blog' },
  { to: '/admin/traducoes', label: 'Traduções', icon: Languages, permission: 'content', screen: 'translations' },
  { to: '/admin/contatos', label: 'Contato', icon: Mail, permission: 'leads', screen: 'contacts' },
  { to: '/admin/contato-config', label: 'Contato config', icon: Settings2, permission: 'settings', screen: 'contactConfig' },
  { to: '/admin/emails', label: 'E-mails', icon: Mails, permission: 'settings', screen: 'emails' },
  { to: '/admin/atividade', label: 'Atividade', icon: History, permission: 'users', screen: 'activity' },
  { to: '/admin/titular-de-dados', label: 'Titular de dados', icon: ShieldUser, permission: 'settings', screen: 'subject' },
  { to: '/admin/midia', label: 'Mídia', icon: Images, permission: 'content', screen: 'media' },
  { to: '/admin/paginas', label: 'Páginas', icon: FileText, permission: 'content', screen: 'pages' },
  { to: '/admin/menu-rodape', label: 'Menu e Rodapé', icon: PanelBottom, permission: 'settings', screen: 'menuFooter' },
  { to: '/admin/seo', label: 'SEO', icon: SearchCheck, permission: 'content', screen: 'seo' },
  { to: '/admin/redirecionamentos', label: 'Redirecionamentos', icon: Waypoints, permission: 'content', screen: 'redirects' },
  { to: '/admin/lixeira', label: 'Lixeira', icon: Trash2, permission: 'content', screen: 'trash' },
];

export const navFor = (role: TRole) => ADMIN_NAV.filter((item) => can(role, item.permission));

/** Whether the role may open the screen at this address; addresses outside the sidebar (profile, not found) are open to every role. */
export const screenAllowed = (role: TRole, pathname: string) => {
  const item = ADMIN_NAV.find((entry) => pathname === entry.to || pathname.startsWith(`${entry.to}/`));
  return !item || can(role, item.permission);
};

/** Where a role lands after signing in: its first tab (the profile when it has none). */
export const homeFor = (role: TRole) => navFor(role)[0]?.to ?? '/admin/perfil';
