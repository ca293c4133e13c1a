/**
 * Test support for the edit tests (not a test file): the block's edit driven like the editor
 * drives it, and a site answering the localized-week request through apiFetch's fetch handler.
 */
import { act, render, screen } from '@testing-library/react';
import apiFetch from '@wordpress/api-fetch';
import { useState } from '@wordpress/element';
import Edit from '../edit';
import { defaultDays, type BusinessHoursAttributes, type Day } from '../days';
import { resetLocalizedWeek } from '../hooks/use-localized-week';

type FetchOptions = { path?: string; url?: string };

export const FRENCH_WEEK = {
	days: {
		Sun: 'Dimanche',
		Mon: 'Lundi',
		Tue: 'Mardi',
		Wed: 'Mercredi',
		Thu: 'Jeudi',
		Fri: 'Vendredi',
		Sat: 'Samedi',
	},
	startOfWeek: 1,
};

/** French weekday names as WordPress's `$wp_locale` writes them, Sunday first. */
export const FRENCH_WEEKDAYS = [
	'dimanche',
	'lundi',
	'mardi',
	'mercredi',
	'jeudi',
	'vendredi',
	'samedi',
];

/** The French week as the block shows it: capitalized, from Monday (the site's start of week). */
export const FRENCH_WEEK_FROM_MONDAY = [
	'Lundi',
	'Mardi',
	'Mercredi',
	'Jeudi',
	'Vendredi',
	'Samedi',
	'Dimanche',
];

/** The paths the block requested since the last `resetSession()`. */
export const requests: string[] = [];

/**
 * Answers apiFetch's requests through its own extension point, as a site would.
 * @param respond
 */
export function answerWith(
	respond: ( options: FetchOptions ) => Promise< unknown >
) {
	apiFetch.setFetchHandler( ( options: FetchOptions ) => {
		requests.push( String( options.path ?? options.url ) );
		return respond( options );
	} );
}

/** A request that answers only when the test says so. */
export function deferredAnswer() {
	let resolve: ( value: unknown ) => void = () => {};
	answerWith( () => new Promise( ( done ) => ( resolve = done ) ) );
	return ( value: unknown ) => act( async () => resolve( value ) );
}

export type HarnessProps = {
	days?: Day[];
	isSelected?: boolean;
	onSet?: jest.Mock;
};

/**
 * The block's edit as the editor drives it: attributes in state, setAttributes merging.
 * @param props            What the editor would pass.
 * @param props.days       Initial `days` attribute (default: block.json's).
 * @param props.isSelected Whether the block is selected (default: true).
 * @param props.onSet      Called with every setAttributes change.
 */
export function Harness( {
	days = defaultDays(),
	isSelected = true,
	onSet,
}: HarnessProps ) {
	const [ attributes, setState ] = useState< BusinessHoursAttributes >( {
		days,
	} );
	const setAttributes = ( changes: Partial< BusinessHoursAttributes > ) => {
		onSet?.( changes );
		setState( ( current ) => ( { ...current, ...changes } ) );
	};
	return (
		<Edit
			{ ...( {
				attributes,
				setAttributes,
				isSelected,
				clientId: 'business-hours-1',
				name: 'jetpack/business-hours',
				className: '',
				context: {},
				insertBlocksAfter: () => {},
				mergeBlocks: () => {},
				onRemove: () => {},
				onReplace: () => {},
				toggleSelection: () => {},
				isSelectionEnabled: true,
				__unstableLayoutClassNames: '',
				__unstableParentLayout: {},
			} as unknown as Parameters< typeof Edit >[ 0 ] ) }
		/>
	);
}

export const dayGroup = ( name: string ) =>
	screen.getByRole( 'group', { name } );
export const groupNames = () =>
	screen
		.getAllByRole( 'group' )
		.map( ( group ) => group.querySelector( 'legend' )?.textContent );

/**
 * Renders the edit once the site has answered with `week`.
 * @param props Harness props.
 * @param week  The localized-week answer.
 */
export async function renderLoaded(
	props: HarnessProps = {},
	week: unknown = FRENCH_WEEK
) {
	answerWith( async () => week );
	render( <Harness { ...props } /> );
	await screen.findAllByRole( props.isSelected === false ? 'term' : 'group' );
}

/** A new editor session: no cached week, no recorded requests. */
export function resetSession() {
	requests.length = 0;
	resetLocalizedWeek();
}
