/**
 * The Salesforce lead form's organization ID (spec §5, §9): 15 to 18 alphanumeric characters.
 */
import { __ } from '@wordpress/i18n';

const ORGANIZATION_ID = /^[A-Za-z0-9]{15,18}$/;

export function isValidOrganizationId( value: string ): boolean {
	return ORGANIZATION_ID.test( value.trim() );
}

export function organizationIdMessage(): string {
	// The spec quotes this message with a hyphen (§5), word for word.
	// eslint-disable-next-line @wordpress/i18n-hyphenated-range
	return __(
		'Invalid Organization ID. Should be a 15 - 18 characters long alphanumeric string.',
		'jetpack'
	);
}
