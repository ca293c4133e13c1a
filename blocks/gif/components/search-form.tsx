/** The search field and button: a term, or a pasted GIF address. */
import { Button, TextControl } from '@wordpress/components';
import { useState } from '@wordpress/element';
import { __ } from '@wordpress/i18n';
import type { FormEvent } from 'react';

type Props = {
	initial: string;
	onSearch: ( text: string ) => void;
};

export default function SearchForm( { initial, onSearch }: Props ) {
	const [ text, setText ] = useState( initial );
	const submit = ( event: FormEvent ) => {
		event.preventDefault();
		onSearch( text );
	};
	return (
		<form className="wp-block-jetpack-gif__search" onSubmit={ submit }>
			<TextControl
				__next40pxDefaultSize
				__nextHasNoMarginBottom
				label={ __(
					'Search for a GIF or paste its address',
					'jetpack'
				) }
				value={ text }
				onChange={ setText }
			/>
			<Button variant="secondary" type="submit" __next40pxDefaultSize>
				{ __( 'Search', 'jetpack' ) }
			</Button>
		</form>
	);
}
