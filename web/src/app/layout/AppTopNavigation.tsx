import TopNavigation, { type TopNavigationProps } from '@cloudscape-design/components/top-navigation';
import { useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { LANGUAGES, PRODUCT_NAME, THEMES, type Language, type Theme } from '@shared/constants';
import { currentLanguage } from '@web/i18n/i18n-react';
import { notifyError } from '../notifications/notification-store';
import { savePrefs } from '../preferences/prefs';
import { storedTheme } from '../preferences/theme';
import { useSession } from '../session/session-store';

// Endonyms, not translations: each language is named in itself so anyone can find theirs.
const LANGUAGE_NAMES: Record<Language, string> = { pl: 'Polski', 'en-US': 'English' };

/** The bar over every page: product, language, theme, and for a logged-in user their menu. */
export function AppTopNavigation({ onOpenPreferences }: { onOpenPreferences?: () => void }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const session = useSession();
  const user = session.status === 'authenticated' ? session.user : null;
  const language = currentLanguage();
  const theme: Theme = user?.prefs.theme ?? storedTheme();
  const save = (prefs: { language?: Language; theme?: Theme }) => void savePrefs(prefs).catch(notifyError);

  const utilities: TopNavigationProps.Utility[] = [
    {
      type: 'menu-dropdown',
      text: LANGUAGE_NAMES[language],
      iconName: 'globe',
      ariaLabel: t('topNav.language'),
      title: t('topNav.language'),
      items: LANGUAGES.map((lng) => ({ id: lng, text: LANGUAGE_NAMES[lng], lang: lng, checked: lng === language, itemType: 'checkbox' as const })),
      onItemClick: ({ detail }) => save({ language: detail.id as Language }),
    },
    {
      type: 'menu-dropdown',
      text: t(`theme.${theme}`),
      iconName: 'light-dark',
      ariaLabel: t('topNav.theme'),
      title: t('topNav.theme'),
      items: THEMES.map((id) => ({ id, text: t(`theme.${id}`), checked: id === theme, itemType: 'checkbox' as const })),
      onItemClick: ({ detail }) => save({ theme: detail.id as Theme }),
    },
  ];
  if (user) {
    utilities.push({
      type: 'menu-dropdown',
      text: user.name,
      description: `${user.email} · ${user.account.name}`,
      iconName: 'user-profile',
      ariaLabel: t('topNav.userMenu'),
      items: [
        { id: 'account', text: user.account.name, disabled: true, iconName: 'group' },
        { id: 'preferences', text: t('topNav.preferences'), iconName: 'settings' },
        { id: 'logout', text: t('topNav.logout'), iconName: 'sign-out' },
      ],
      onItemClick: ({ detail }) => {
        if (detail.id === 'preferences') onOpenPreferences?.();
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
      i18nStrings={{ overflowMenuTriggerText: t('topNav.more'), overflowMenuTitleText: t('topNav.all'), overflowMenuBackIconAriaLabel: t('common.back'), overflowMenuDismissIconAriaLabel: t('common.close') }}
    />
  );
}
