import TopNavigation, { type TopNavigationProps } from '@cloudscape-design/components/top-navigation';
import { useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { LANGUAGES, PRODUCT_NAME, THEMES, type Language, type Theme } from '@shared/constants';
import { currentLanguage } from '@web/i18n/i18n-react';
import { notifyError } from '../notifications/notification-store';
import { switchAccount, useMyAccounts } from '../session/my-accounts';
import { savePrefs } from '../preferences/prefs';
import { storedTheme } from '../preferences/theme';
import { useSession } from '../session/session-store';

// Endonyms, not translations: each language is named in itself so anyone can find theirs.
const LANGUAGE_NAMES: Record<Language, string> = { pl: 'Polski', 'en-US': 'English' };

const ACCOUNT_ITEM = 'account:';
/**
 * A menu button's accessible name starts with the text it shows and then says what the menu is for:
 * a voice-control user says what they see ("Polski", "Ciemny", their own name) and a screen-reader
 * user still hears which menu it is (WCAG 2.5.3 Label in Name; axe's label-content-name-mismatch).
 */
const nameOf = (visible: string, purpose: string) => `${visible} (${purpose})`;
/** The user's own pages, linked from their menu. */
const USER_LINKS = [
  { id: 'my-account', href: '/account', textKey: 'account.menu.myAccount', iconName: 'user-profile' },
  { id: 'login-history', href: '/account/login-history', textKey: 'account.menu.loginHistory', iconName: 'key' },
  { id: 'activity', href: '/account/activity', textKey: 'account.menu.activity', iconName: 'status-info' },
] as const;

interface TopNavigationHandlers {
  onOpenPreferences?: () => void;
  onOpenFeedback?: () => void;
}

/** The bar over every page: product, language, theme, and for a logged-in user their menu. */
export function AppTopNavigation({ onOpenPreferences, onOpenFeedback }: TopNavigationHandlers) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const session = useSession();
  const user = session.status === 'authenticated' ? session.user : null;
  const language = currentLanguage();
  const theme: Theme = user?.prefs.theme ?? storedTheme();
  const save = (prefs: { language?: Language; theme?: Theme }) => void savePrefs(prefs).catch(notifyError);
  const accounts = useMyAccounts();

  const utilities: TopNavigationProps.Utility[] = [
    {
      type: 'menu-dropdown',
      text: LANGUAGE_NAMES[language],
      iconName: 'globe',
      ariaLabel: nameOf(LANGUAGE_NAMES[language], t('topNav.language')),
      title: t('topNav.language'),
      items: LANGUAGES.map((lng) => ({
        id: lng,
        text: LANGUAGE_NAMES[lng],
        lang: lng,
        checked: lng === language,
        itemType: 'checkbox' as const,
      })),
      onItemClick: ({ detail }) => save({ language: detail.id as Language }),
    },
    {
      type: 'menu-dropdown',
      text: t(`theme.${theme}`),
      iconName: 'light-dark',
      ariaLabel: nameOf(t(`theme.${theme}`), t('topNav.theme')),
      title: t('topNav.theme'),
      items: THEMES.map((id) => ({ id, text: t(`theme.${id}`), checked: id === theme, itemType: 'checkbox' as const })),
      onItemClick: ({ detail }) => save({ theme: detail.id as Theme }),
    },
  ];
  if (user) {
    // Spec section 1: a user of several accounts switches between them here.
    const accountItems = (accounts.items ?? [{ id: user.account.id, name: user.account.name, current: true, usable: true }]).map((a) => ({
      id: `${ACCOUNT_ITEM}${a.id}`,
      text: a.name,
      itemType: 'checkbox' as const,
      checked: a.current,
      disabled: !a.usable,
      disabledReason: a.usable ? undefined : t('account.accounts.notUsable'),
    }));
    utilities.push({
      type: 'menu-dropdown',
      text: user.name,
      description: `${user.email} · ${user.account.name}`,
      ...(user.avatarUrl ? { iconUrl: user.avatarUrl, iconAlt: t('account.menu.avatar') } : { iconName: 'user-profile' as const }),
      ariaLabel: nameOf(user.name, t('topNav.userMenu')),
      items: [
        { id: 'accounts', text: t('account.menu.accounts'), items: accountItems },
        {
          id: 'me',
          text: user.name,
          items: [
            ...USER_LINKS.map((link) => ({ id: link.id, text: t(link.textKey), href: link.href, iconName: link.iconName })),
            { id: 'preferences', text: t('topNav.preferences'), iconName: 'settings' as const },
            { id: 'feedback', text: t('feedback.menu'), iconName: 'contact' as const },
          ],
        },
        { id: 'logout', text: t('topNav.logout'), iconName: 'sign-out' },
      ],
      onItemFollow: (event) => {
        if (!event.detail.href) return;
        event.preventDefault();
        navigate(event.detail.href);
      },
      onItemClick: ({ detail }) => {
        if (detail.id.startsWith(ACCOUNT_ITEM)) {
          const id = detail.id.slice(ACCOUNT_ITEM.length);
          if (id !== user.account.id) void switchAccount(id).catch(notifyError);
        }
        if (detail.id === 'preferences') onOpenPreferences?.();
        if (detail.id === 'feedback') onOpenFeedback?.();
        if (detail.id === 'logout') navigate('/logout');
      },
    });
  }

  return (
    <TopNavigation
      identity={{
        href: user ? '/' : '/login',
        title: PRODUCT_NAME,
        onFollow: (event) => {
          event.preventDefault();
          navigate(user ? '/' : '/login');
        },
      }}
      utilities={utilities}
      i18nStrings={{
        overflowMenuTriggerText: t('topNav.more'),
        overflowMenuTitleText: t('topNav.all'),
        overflowMenuBackIconAriaLabel: t('common.back'),
        overflowMenuDismissIconAriaLabel: t('common.close'),
      }}
    />
  );
}
