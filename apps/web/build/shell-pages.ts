import { sitePaths } from '@waypoint/domain/site/paths/site-paths';
import type { PageHead } from '../src/lib/page-data/site-content';

/**
 * The pages that read or change server state, which the build still prerenders
 * (decisions 047 and 051): the path, its head, what is prerendered, and the
 * source modules its route loads (routes.tsx), whose chunks the HTML preloads
 * so the form's code is on its way with the page.
 */
export interface ShellPage {
  path: string;
  head: PageHead;
  /**
   * `page`: the page itself, form and all, which the browser hydrates (sign-in and
   * sign-up: nothing in their first render depends on the visitor). `skeleton`: the
   * frame and heading with a skeleton for the form, which the browser draws over
   * (the wizard, whose screen depends on the applicant's saved answers).
   */
  prerender: 'page' | 'skeleton';
  modules: readonly string[];
}

const queryClient = 'src/lib/query/with-query-client.tsx';
// Sign-in and sign-up load no query client (decision 091).
const registerModules = ['src/features/auth/register/register-page.tsx'];

export const shellPages: readonly ShellPage[] = [
  {
    path: sitePaths.signIn,
    head: {
      title: 'Sign in',
      description:
        'Sign in to pick up your Waypoint Cash Back Card application where you left off, or to manage your card.',
      ogType: 'website',
    },
    prerender: 'page',
    modules: ['src/features/auth/login/login-page.tsx'],
  },
  {
    path: sitePaths.signUp,
    head: {
      title: 'Sign up',
      description:
        'Create your account to start your Waypoint Cash Back Card application. It is free and does not affect your credit score.',
      ogType: 'website',
    },
    prerender: 'page',
    modules: registerModules,
  },
  {
    path: sitePaths.register,
    head: {
      title: 'Register',
      description:
        'Create your account to start your Waypoint Cash Back Card application. It is free and does not affect your credit score.',
      ogType: 'website',
    },
    prerender: 'page',
    modules: registerModules,
  },
  {
    path: sitePaths.application,
    head: {
      title: 'Your application',
      description: 'Your Waypoint Cash Back Card application: your answers are saved as you go.',
      ogType: 'website',
    },
    prerender: 'skeleton',
    // The wizard's frame (its shell is part of the page's chunk) and the code its first screen needs
    // (the flags provider comes with the page).
    modules: ['src/features/application/application-page.tsx', queryClient],
  },
];
