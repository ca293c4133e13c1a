/**
 * What the form's CRM Connection panel shows (spec §4, §9), decided from the CRM status the
 * server reports (`GET jetpack/v4/jetpack_crm`). Pure, so the rules are tested on their own.
 */

/** The CRM status as the server sends it (spec §3). */
export type CrmData = {
	crm_installed: boolean;
	crm_active: boolean;
	/** The plugin's version, e.g. "5.4.1"; anything without a number in it is invalid. */
	crm_version: string | false | null;
	jp_form_ext_enabled: boolean;
	can_activate_extension: boolean;
};

export type CrmPanelState =
	| 'invalid-version'
	| 'update-required'
	| 'not-installed'
	| 'installed-inactive'
	| 'enable-extension'
	| 'administrator-must-enable'
	| 'contacts-stored'
	| 'toggle';

type Version = [ number, number, number ];

export const MINIMUM_CRM_VERSION: Version = [ 4, 9, 1 ];
export const STORED_CONTACTS_RANGE: [ Version, Version ] = [
	[ 3, 0, 19 ],
	[ 4, 0, 0 ],
];

/**
 * The first `major[.minor[.patch]]` found in the text, missing parts as 0 ("5" is 5.0.0,
 * "v4.10-beta" is 4.10.0); null when the text holds no number.
 * @param version the reported version
 */
export function coerceVersion( version: unknown ): Version | null {
	if ( typeof version !== 'string' && typeof version !== 'number' ) {
		return null;
	}
	const match = /(\d+)(?:\.(\d+))?(?:\.(\d+))?/.exec( String( version ) );
	if ( ! match ) {
		return null;
	}
	return [
		Number( match[ 1 ] ),
		Number( match[ 2 ] ?? 0 ),
		Number( match[ 3 ] ?? 0 ),
	];
}

export function compareVersions( a: Version, b: Version ): number {
	for ( let index = 0; index < 3; index++ ) {
		if ( a[ index ] !== b[ index ] ) {
			return a[ index ] < b[ index ] ? -1 : 1;
		}
	}
	return 0;
}

function inStoredContactsRange( version: Version ): boolean {
	const [ low, high ] = STORED_CONTACTS_RANGE;
	return (
		compareVersions( version, low ) >= 0 &&
		compareVersions( version, high ) <= 0
	);
}

/**
 * The panel state. The version rules apply to an installed CRM first: no readable version,
 * then a version below 4.9.1 asks for an update. Otherwise the install state decides, and an
 * active CRM the forms extension state (the 3.0.19–4.0.0 range only says contacts are stored).
 * @param data the CRM status
 */
export function crmPanelState( data: CrmData ): CrmPanelState {
	const version = coerceVersion( data.crm_version );
	if ( data.crm_installed && ! version ) {
		return 'invalid-version';
	}
	if (
		data.crm_installed &&
		version &&
		compareVersions( version, MINIMUM_CRM_VERSION ) < 0
	) {
		return 'update-required';
	}
	if ( ! data.crm_active ) {
		return data.crm_installed ? 'installed-inactive' : 'not-installed';
	}
	if ( ! data.jp_form_ext_enabled ) {
		return data.can_activate_extension
			? 'enable-extension'
			: 'administrator-must-enable';
	}
	if ( version && inStoredContactsRange( version ) ) {
		return 'contacts-stored';
	}
	return 'toggle';
}
