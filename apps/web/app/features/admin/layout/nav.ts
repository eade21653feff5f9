import { Briefcase, FileText, Images, Mail, Newspaper, PanelBottom, SearchCheck, Settings2, Users, type LucideIcon } from 'lucide-react';
import type { TRole } from '@softhouse/contracts';
import type { ScreenName } from '../screens';

export type AdminNavItem = { to: string; label: string; icon: LucideIcon; roles: readonly TRole[]; screen: ScreenName };

const everyone = ['admin', 'editor'] as const;
const adminsOnly = ['admin'] as const;

/** The sidebar tabs, in the specified order; editors do not see Usuários and Contato config. */
export const ADMIN_NAV: readonly AdminNavItem[] = [
  { to: '/admin/cases', label: 'Cases', icon: Briefcase, roles: everyone, screen: 'cases' },
  { to: '/admin/usuarios', label: 'Usuários', icon: Users, roles: adminsOnly, screen: 'users' },
  { to: '/admin/blog', label: 'Blog', icon: Newspaper, roles: everyone, screen: 'blog' },
  { to: '/admin/contatos', label: 'Contato', icon: Mail, roles: everyone, screen: 'contacts' },
  { to: '/admin/contato-config', label: 'Contato config', icon: Settings2, roles: adminsOnly, screen: 'contactConfig' },
  { to: '/admin/midia', label: 'Mídia', icon: Images, roles: everyone, screen: 'media' },
  { to: '/admin/paginas', label: 'Páginas', icon: FileText, roles: everyone, screen: 'pages' },
  { to: '/admin/menu-rodape', label: 'Menu e Rodapé', icon: PanelBottom, roles: everyone, screen: 'menuFooter' },
  { to: '/admin/seo', label: 'SEO', icon: SearchCheck, roles: everyone, screen: 'seo' },
];

export const navFor = (role: TRole) => ADMIN_NAV.filter((item) => item.roles.includes(role));
