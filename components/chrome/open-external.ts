/** Opens another website in a new tab, telling it nothing about this page. */
export const openExternal = (href: string) => {
  window.open(href, '_blank', 'noopener,noreferrer');
};
