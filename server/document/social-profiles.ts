import { site } from '#content/site.ts';
import { FacebookIcon, LinkedInIcon, XIcon } from './social-icons';

/** The firm's social profiles, in display order. */
export const socialProfiles = [
  { name: 'Facebook', url: site.social.facebook, Icon: FacebookIcon },
  { name: 'LinkedIn', url: site.social.linkedin, Icon: LinkedInIcon },
  { name: 'X', url: site.social.x, Icon: XIcon },
];
