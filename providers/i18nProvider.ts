/**
 * English messages: react-admin's, the spec's texts word for word under `bankshift.*`, and each resource's labels.
 * The bespoke screens bring their own texts: the first screens' the shell passes in (customRoutes/messages.ts), the
 * others' are registered when their code loads (registerScreenMessages).
 */
import Polyglot, { type InterpolationOptions } from 'node-polyglot';
import polyglotI18nProvider from 'ra-i18n-polyglot';
import type { I18nProvider } from 'react-admin';
import englishMessages from 'ra-language-english';
import { inSentence } from '../resources/define';
import { definitions } from './resources';

const bankshift = {
  title: 'Bankshift',
  something_went_wrong: 'Something went wrong.',
  chunk_failed: {
    text: 'This screen could not be loaded. Check your connection, then reload the page.',
    reload: 'Reload',
  },
  actions: {
    done: '%{action}: done.',
    confirm_title: '%{action}?',
    confirm_text: 'Please confirm: %{action}.',
    progress: '%{done} of %{of} done',
    bulk_done: '%{done} done, %{failed} could not be.',
    bulk: '%{action} %{smart_count} selected',
  },
  copy: { name: 'Copy of %{name}' },
  history: {
    title: 'Changes',
    empty: 'No change recorded.',
    when: 'When',
    who: 'Who',
    change: 'Change',
    create: 'Created',
    remove: 'Removed',
  },
  permissions_revoked: 'Your permissions are revoked',
  loading: 'Loading.....',
  choose_role: 'Choose Your Role',
  permission_error: {
    text: 'It seems that your role is missing some permissions to access this feature.Please contact your Trust Admin.',
    view_details: 'View Details',
    missing_permissions: 'Missing permissions',
    missing_feature: "The trust feature '%{feature}'",
    /** A bespoke screen's refusal (customRoutes/RouteAccess.tsx). */
    page_refused: 'Your role may not open this page. It misses: %{missing}.',
  },
  http: {
    timeout: 'The server did not answer within 5 seconds. Please try again.',
    unreachable: 'The server cannot be reached. Please check your connection and try again.',
  },
  sign_in: {
    title: 'Sign in to Bankshift',
    email: 'Email',
    password: 'Password',
    submit: 'Sign in',
    no_role: 'Your account has no role that can use this console.',
    nurse_app:
      'This console is for bank office staff and ward managers. Nurses follow their application, send their evidence and book shifts in the Bankshift app: sign in there with this email and password.',
    nurse_unverified:
      'Your email address is not verified yet: follow the link we emailed you when you applied, or ask for a new one below. Then sign in to the Bankshift app, where nurses follow their application and book shifts; this console is for bank office staff and ward managers.',
    forgot_password: 'Forgot password?',
  },
  top_bar: {
    home: 'Bankshift home',
    environment: 'Environment: %{tag}',
    chat: 'Messages',
    notifications: 'Notifications',
    unread: '%{smart_count} unread notification |||| %{smart_count} unread notifications',
    account_settings: 'Account Settings',
  },
  menu: {
    main: 'Main menu',
    reference_data: 'Reference data',
  },
  role_switch: {
    current: 'Current role',
    inactive: 'Inactive',
  },
  notifications: {
    title: 'Notifications',
    clear_all: 'Clear all',
    clear_all_title: 'Clear all notifications?',
    clear_all_text: 'Every notification will be deleted. This cannot be undone.',
    snooze: 'Snooze',
    snooze_hours: '%{smart_count} hour |||| %{smart_count} hours',
    enable: 'Enable',
    snoozed_until: 'Snoozed until %{time}',
    mark_all_read: 'Mark all as read',
    empty: 'You have no notifications',
    end: 'No more notifications',
    error: 'The notifications could not be loaded.',
    retry: 'Try again',
    actions: 'Actions',
    mark_read: 'Mark as read',
    mark_unread: 'Mark as unread',
    delete: 'Delete',
    delete_title: 'Delete this notification?',
    delete_text: '"%{title}" will be deleted. This cannot be undone.',
    unread: 'Unread',
    groups: { Today: 'Today', Yesterday: 'Yesterday', 'This week': 'This week', Earlier: 'Earlier' },
  },
  selection: {
    count: '%{n} Shifts selected',
    deselect_all: 'Deselect all',
    approve_all: 'Approve all',
    partly_failed: '%{approved} approved, %{failed} not approved: %{reasons}',
  },
  footer: {
    app_store: 'Download on the App Store',
    google_play: 'Get it on Google Play',
    site: 'bankshift.co.uk',
    privacy: 'Privacy policy',
    terms: 'Terms of use',
    cookies: 'Cookie policy',
    frontend_version: 'Console %{version}',
    backend_version: 'Server %{version}',
  },
  not_built: {
    title: 'Not built yet',
    text: 'The page %{route} is not built yet.',
    later: 'It is planned, and comes with a later release.',
  },
  legacy: {
    institution: 'Institution',
    institution_help: 'The legacy pages work in this institution.',
  },
  account: {
    title: 'Account Settings',
    name: 'Name',
    firstname: 'First name',
    lastname: 'Last name',
    name_saved: 'Your name is saved',
    avatar: 'Profile picture',
    choose_avatar: 'Choose a picture',
    upload_avatar: 'Upload',
    avatar_rule: 'PNG, JPEG or WebP, at most 2 MB',
    avatar_saved: 'Your profile picture is saved',
    email: 'Email',
    new_email: 'New email',
    change_email: 'Change email',
    email_sent:
      'If %{email} can be used, we sent a link to it. Your email changes once you open it, and you then sign in again with it.',
    pending: 'PENDING',
    verified: 'VERIFIED',
    password: 'Password',
    current_password: 'Current password',
    new_password: 'New password',
    confirm_password: 'Confirm new password',
    change_password: 'Change password',
    password_rule: 'A password needs %{rule}.',
    passwords_differ: 'The passwords do not match',
    password_changed: 'Your password is changed',
  },
  forgot_password: {
    title: 'Forgot your password?',
    text: 'Enter the email you sign in with and we will send you a link to choose a new password.',
    submit: 'Send the link',
    sent: 'If %{email} belongs to an account, a link to reset its password is on its way.',
  },
  reset_password: {
    title: 'Choose a new password',
    submit: 'Reset password',
    done: 'Your password is reset. You can sign in with it now.',
  },
  sign_up: {
    title: 'Join the bank',
    link: 'New here? Join the bank',
    text: "Apply to join a trust's staff bank. We email you a link to verify your address; the bank office then checks your right to work before you can book shifts. You follow your application and book shifts in the Bankshift app.",
    trust: 'Trust',
    job_title: 'Job title',
    band: 'Band',
    firstname: 'First name',
    lastname: 'Last name',
    phone: 'Phone number',
    confirm_password: 'Confirm password',
    submit: 'Apply to join',
    sent: 'Thank you. We have sent a link to %{email}: follow it to verify your address. If you already have an account, the email says so.',
    no_trusts: 'No trust is taking sign-ups just now.',
  },
  delete_account: {
    title: 'How to delete your account',
    intro: 'You can delete your Bankshift account and its personal data at any time:',
    step_app: 'In the Bankshift app, open Profile, then Settings, then Delete account, and confirm.',
    step_mail:
      "Or write to your trust's bank office from the email address of your account and ask for your account to be deleted.",
    after:
      'Shift and pay records that your trust must keep by law are kept for the time the law requires; everything else is deleted within 30 days.',
  },
  back_to_sign_in: 'Back to sign in',
};

/** A record page's record that is gone or out of the role's sight (react-admin says "Element does not exist"). */
const RECORD_GONE = 'This record does not exist, or your role may not see it.';

const SYSTEM_FIELD_LABELS = { id: 'Record number', createdAt: 'Created', updatedAt: 'Updated' };

const resources = Object.fromEntries(
  definitions.map((def) => [
    def.name,
    {
      name: `${def.label.one} |||| ${def.label.many}`,
      // What react-admin says once a form or a delete has worked: "Skill created", "3 skills deleted".
      notifications: {
        created: `${def.label.one} created`,
        updated: `${def.label.one} saved |||| %{smart_count} ${inSentence(def.label.many)} saved`,
        deleted: `${def.label.one} deleted |||| %{smart_count} ${inSentence(def.label.many)} deleted`,
      },
      fields: {
        ...SYSTEM_FIELD_LABELS,
        ...def.fieldLabels,
      },
    },
  ]),
);

/** Every message: the shell's and the resources', with each bespoke screen's texts under `bankshift.<screen>`. */
export function messagesWith(screens: Record<string, object>) {
  return {
    ...englishMessages,
    ra: {
      ...englishMessages.ra,
      auth: { ...englishMessages.ra.auth, logout: 'Log Out' },
      notification: { ...englishMessages.ra.notification, item_doesnt_exist: RECORD_GONE },
    },
    bankshift: { ...bankshift, ...screens },
    resources,
  };
}

/**
 * Texts a screen brings with its own code (registerScreenMessages), by their full key: a screen loaded with its route
 * keeps its texts out of the console's first download (scripts/sizeBudget.ts).
 */
const screenPhrases = new Map<string, string>();

/**
 * Registers a screen's texts under `bankshift.<screen>`, when the module holding them loads (before its screen shows:
 * a lazily loaded screen's module is evaluated before it renders). Their keys are found where the messages given at
 * start have none.
 */
export function registerScreenMessages(screen: string, messages: object) {
  const add = (prefix: string, value: unknown) => {
    if (typeof value === 'string') screenPhrases.set(prefix, value);
    else if (value && typeof value === 'object') for (const [k, v] of Object.entries(value)) add(`${prefix}.${k}`, v);
  };
  add(`bankshift.${screen}`, messages);
}

/**
 * The console's translations. A registered screen's text is found by its key before anything else, a `_` default in
 * the options included (react-admin's own components give one: a form input's label, a dialog's title); a key found
 * nowhere answers itself, as polyglot does, with a warning while developing.
 */
export function createI18nProvider(screens: Record<string, object>): I18nProvider {
  const provider = polyglotI18nProvider(() => messagesWith(screens), 'en', [{ locale: 'en', name: 'English' }], {
    onMissingKey: (key: string) => {
      if (import.meta.env.DEV) console.warn(`Missing translation for key: "${key}"`);
      return key;
    },
  });
  return {
    ...provider,
    translate: (key: string, options: InterpolationOptions = {}) => {
      const phrase = screenPhrases.get(key);
      return phrase === undefined
        ? provider.translate(key, options)
        : Polyglot.transformPhrase(phrase, options, provider.getLocale());
    },
  };
}
