/** The meta element's name that carries the site's build version in every page the prerender writes (decision 012). */
export const siteVersionMetaName = 'site-version';
