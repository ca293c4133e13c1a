/** An icon for each form template (by template name). */
import {
	calendar,
	check,
	cloud,
	commentContent,
	envelope,
	megaphone,
	people,
} from '@wordpress/icons';

const icons: Record< string, JSX.Element > = {
	'contact-form': envelope,
	'newsletter-form': megaphone,
	'rsvp-form': check,
	'registration-form': people,
	'appointment-form': calendar,
	'feedback-form': commentContent,
	'salesforce-lead-form': cloud,
};

export default function templateIcon( name: string ): JSX.Element {
	return icons[ name ] ?? envelope;
}
