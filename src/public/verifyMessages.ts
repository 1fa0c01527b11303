/**
 * English texts of the verification pages (/verifyEmail, /verifyUserEmail, /verifyChangedEmail, /verified) and of the
 * new-link form the sign-in page shows an applicant not yet verified, under `bankshift.verify_email.*` and
 * `bankshift.verified.*`: registered when one of them loads, out of the console's first download.
 */
import { registerScreenMessages } from '../../providers/i18nProvider';

const messages = {
  verify_email: {
    title: 'Verifying your email',
    failed: 'This link cannot verify your email: %{reason}',
    send_again: 'Send a new link',
    sent: 'If %{email} belongs to an account still to be verified, a new link is on its way.',
  },
  verified: {
    title: 'Email verified',
    text: 'Your email address is verified.',
    changed: 'Your email address is now %{email}: sign in with it from now on.',
    applied: 'Your application has reached the bank office. What happens next:',
    next_app: 'Install the Bankshift app on your phone and sign in with the email and password you chose.',
    next_evidence: 'In the app, send your right-to-work evidence: the bank office checks it.',
    next_decision: 'The bank office approves your application; the app tells you when it is decided.',
    next_book: 'Once approved, you find and book shifts in the app.',
    console_note:
      'This website is the console for bank office staff and ward managers: as a nurse, you do not sign in here.',
  },
};

registerScreenMessages('verify_email', messages.verify_email);
registerScreenMessages('verified', messages.verified);
