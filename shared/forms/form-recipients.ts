/**
 * The form's recipient field (spec §5): comma-separated email addresses, each trimmed and
 * checked; the invalid ones are reported in one sentence.
 */
import { __, sprintf } from '@wordpress/i18n';

const LOCAL_PART =
	/^[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+(\.[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+)*$/;
const DOMAIN_LABEL = /^[A-Za-z0-9]([A-Za-z0-9-]*[A-Za-z0-9])?$/;
const TOP_LEVEL_DOMAIN = /^[A-Za-z][A-Za-z0-9-]*[A-Za-z0-9]$/;

/**
 * Whether `email` is a plausible address: a local part, one `@`, and a dotted domain whose
 * last label is at least two characters and starts with a letter.
 * @param email the address, already trimmed
 */
export function isValidEmail( email: string ): boolean {
	if ( email.length > 254 ) {
		return false;
	}
	const at = email.lastIndexOf( '@' );
	if ( at < 1 ) {
		return false;
	}
	const local = email.slice( 0, at );
	const labels = email.slice( at + 1 ).split( '.' );
	return (
		local.length <= 64 &&
		LOCAL_PART.test( local ) &&
		labels.length >= 2 &&
		labels.every(
			( label ) => label.length <= 63 && DOMAIN_LABEL.test( label )
		) &&
		TOP_LEVEL_DOMAIN.test( labels[ labels.length - 1 ] )
	);
}

/**
 * The invalid addresses of a comma-separated list, trimmed, in order; empty entries are ignored.
 * @param value the field's text
 */
export function invalidRecipients( value: string ): string[] {
	return value
		.split( ',' )
		.map( ( entry ) => entry.trim() )
		.filter( ( entry ) => entry !== '' && ! isValidEmail( entry ) );
}

/**
 * The message for the invalid addresses (spec §5), or null when there are none.
 * @param invalid the invalid addresses, as `invalidRecipients` returns them
 */
export function recipientErrorMessage( invalid: string[] ): string | null {
	if ( invalid.length === 0 ) {
		return null;
	}
	if ( invalid.length === 1 ) {
		return sprintf(
			/* translators: %s: an email address. */
			__( '%s is not a valid email address.', 'jetpack' ),
			invalid[ 0 ]
		);
	}
	if ( invalid.length === 2 ) {
		return sprintf(
			/* translators: %1$s, %2$s: email addresses. */
			__( '%1$s and %2$s are not a valid email address.', 'jetpack' ),
			invalid[ 0 ],
			invalid[ 1 ]
		);
	}
	return sprintf(
		/* translators: %s: a comma-separated list of email addresses. */
		__( '%s are not a valid email address.', 'jetpack' ),
		invalid.join( ', ' )
	);
}
