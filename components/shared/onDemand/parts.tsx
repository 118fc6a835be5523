'use client';

/* eslint-disable @typescript-eslint/no-require-imports -- each `require` is the server's copy of a part (see onDemand) */
import { onDemand } from './onDemand';
import type { PartMessages } from '@/lib/i18n/messages';
import type { DesktopNavProps } from '@/components/desktop/DesktopNav';
import type { BackToTopProps } from '@/components/desktop/BackToTop';
import type { MobileMenuProps } from '@/components/mobile/MobileMenu';
import type { AccountLinkProps } from '@/components/account/AccountLink';
import { mayBeSignedIn } from '@/lib/auth/sessionHint';
import type { LanguageSwitcherProps } from '../LanguageSwitcher';
import type { SearchSuggestProps } from '../SearchSuggest';
import type { SubscribeFormProps } from '../forms/SubscribeForm';
import type { ProductConfiguratorProps } from '../ProductConfigurator';
import type { MerchantFormProps } from '../forms/MerchantForm';

/*
 * The interactive parts of the site: in the HTML of every page that shows them, their code
 * loaded when the visitor reaches for them (onDemand.tsx). One module for all, so that the
 * wrappers travel in the shells' script, compressed with it, rather than as small files of
 * their own. `typeof window === 'undefined'` is replaced at build time, so the browser's
 * bundle holds only the dynamic imports (written out each time: the build drops a branch
 * whose condition is that literal test, not a constant holding it).
 */

export const DesktopNavOnDemand = onDemand<DesktopNavProps>({
  load: () => import('@/components/desktop/DesktopNav').then((module) => module.DesktopNav),
  server: typeof window === 'undefined' ? (require('@/components/desktop/DesktopNav') as typeof import('@/components/desktop/DesktopNav')).DesktopNav : undefined,
});

export const MobileMenuOnDemand = onDemand<MobileMenuProps>({
  load: () => import('@/components/mobile/MobileMenu').then((module) => module.MobileMenu),
  server: typeof window === 'undefined' ? (require('@/components/mobile/MobileMenu') as typeof import('@/components/mobile/MobileMenu')).MobileMenu : undefined,
});

/** The server renders the guest's link: only a browser that may hold a session loads the code that asks. */

export const AccountLinkOnDemand = onDemand<AccountLinkProps>({
  load: () => import('@/components/account/AccountLink').then((module) => module.AccountLink),
  server: typeof window === 'undefined' ? (require('@/components/account/AccountLink') as typeof import('@/components/account/AccountLink')).AccountLink : undefined,
  neededAtOnce: mayBeSignedIn,
});

export const LanguageSwitcherOnDemand = onDemand<LanguageSwitcherProps>({
  load: () => import('../LanguageSwitcher').then((module) => module.LanguageSwitcher),
  server: typeof window === 'undefined' ? (require('../LanguageSwitcher') as typeof import('../LanguageSwitcher')).LanguageSwitcher : undefined,
});

export const SearchSuggestOnDemand = onDemand<SearchSuggestProps>({
  load: () => import('../SearchSuggest').then((module) => module.SearchSuggest),
  server: typeof window === 'undefined' ? (require('../SearchSuggest') as typeof import('../SearchSuggest')).SearchSuggest : undefined,
});

export const SubscribeFormOnDemand = onDemand<SubscribeFormProps & PartMessages>({
  load: () => import('../forms/SubscribeForm').then((module) => module.SubscribeFormWithMessages),
  server: typeof window === 'undefined' ? (require('../forms/SubscribeForm') as typeof import('../forms/SubscribeForm')).SubscribeFormWithMessages : undefined,
});

export const BackToTopOnDemand = onDemand<BackToTopProps>({
  load: () => import('@/components/desktop/BackToTop').then((module) => module.BackToTop),
  server: typeof window === 'undefined' ? (require('@/components/desktop/BackToTop') as typeof import('@/components/desktop/BackToTop')).BackToTop : undefined,
  wakeOnScroll: true,
  neededAtOnce: () => window.scrollY > 0,
});

export const ProductConfiguratorOnDemand = onDemand<ProductConfiguratorProps>({
  load: () => import('../ProductConfigurator').then((module) => module.ProductConfigurator),
  server: typeof window === 'undefined' ? (require('../ProductConfigurator') as typeof import('../ProductConfigurator')).ProductConfigurator : undefined,
});

export const MerchantFormOnDemand = onDemand<MerchantFormProps & PartMessages>({
  load: () => import('../forms/MerchantForm').then((module) => module.MerchantFormWithMessages),
  server: typeof window === 'undefined' ? (require('../forms/MerchantForm') as typeof import('../forms/MerchantForm')).MerchantFormWithMessages : undefined,
});
