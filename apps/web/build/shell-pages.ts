import { sitePaths } from '@waypoint/domain/site/paths/site-paths';
import type { PageHead } from '../src/lib/page-data/site-content';

/**
 * The client-only pages the build prerenders a shell for (decision 047): the
 * path, its head, and the source modules its route loads (routes.tsx), whose
 * chunks the HTML preloads so the form's code is on its way with the page.
 */
export interface ShellPage {
  path: string;
  head: PageHead;
  modules: readonly string[];
}

const queryClient = 'src/lib/query/with-query-client.tsx';
const registerModules = ['src/features/auth/register/register-page.tsx', queryClient];

export const shellPages: readonly ShellPage[] = [
  {
    path: sitePaths.signIn,
    head: {
      title: 'Sign in',
      description:
        'Sign in to pick up your Waypoint Cash Back Card application where you left off, or to manage your card.',
      ogType: 'website',
    },
    modules: ['src/features/auth/login/login-page.tsx', queryClient],
  },
  {
    path: sitePaths.signUp,
    head: {
      title: 'Sign up',
      description:
        'Create your account to start your Waypoint Cash Back Card application. It is free and does not affect your credit score.',
      ogType: 'website',
    },
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
    modules: registerModules,
  },
  {
    path: sitePaths.application,
    head: {
      title: 'Your application',
      description: 'Your Waypoint Cash Back Card application: your answers are saved as you go.',
      ogType: 'website',
    },
    // The wizard's frame and the code its first screen needs (the flags provider comes with the page).
    modules: [
      'src/features/application/application-page.tsx',
      'src/features/application/wizard/wizard-shell.tsx',
      queryClient,
    ],
  },
];
