import { paths } from 'shared-ui/site';

/** Header items in display order; Services is the dropdown placed after About. */
export const navItems = [
  { key: 'home', path: paths.home },
  { key: 'about', path: paths.about },
  { key: 'services', path: paths.services },
  { key: 'vulnyzer', path: paths.vulnyzer },
  { key: 'meetlyhub', path: paths.meetlyhub },
  { key: 'projects', path: paths.projects },
  { key: 'careers', path: paths.careers },
  { key: 'contact', path: paths.contact },
] as const;
