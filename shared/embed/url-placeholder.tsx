/**
 * The editor placeholder every embed block shares: instructions, one labelled input for an
 * address or embed code, the Embed button, and the error message when the input was refused.
 */
import { Button, Placeholder, TextareaControl } from '@wordpress/components';
import { useState } from '@wordpress/element';
import { __ } from '@wordpress/i18n';
import type { FormEvent, ReactElement } from 'react';

export type UrlPlaceholderProps = {
	label: string;
	instructions: string;
	inputLabel: string;
	initialValue?: string;
	/** The refused input's message, shown under the form. */
	error?: string;
	icon?: ReactElement;
	onSubmit: ( value: string ) => void;
	children?: ReactElement | ReactElement[] | false;
};

export function UrlPlaceholder( props: UrlPlaceholderProps ) {
	const [ value, setValue ] = useState( props.initialValue ?? '' );
	const submit = ( event: FormEvent ) => {
		event.preventDefault();
		if ( value.trim() ) {
			props.onSubmit( value.trim() );
		}
	};
	return (
		<Placeholder
			label={ props.label }
			instructions={ props.instructions }
			icon={ props.icon }
		>
			<form onSubmit={ submit } style={ { width: '100%' } }>
				<TextareaControl
					__nextHasNoMarginBottom
					label={ props.inputLabel }
					value={ value }
					rows={ 2 }
					onChange={ setValue }
				/>
				<Button variant="primary" type="submit">
					{ __( 'Embed', 'jetpack' ) }
				</Button>
			</form>
			{ props.error && (
				<p role="alert" className="jetpack-embed-placeholder__error">
					{ props.error }
				</p>
			) }
			{ props.children }
		</Placeholder>
	);
}
