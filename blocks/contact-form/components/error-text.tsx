/**
 * An error message of the form's sidebar, announced when it appears. Styled inline: the
 * sidebar is outside the canvas, where the block's editor styles apply.
 */
import type { ReactNode } from 'react';

type Props = { id?: string; children: ReactNode };

export default function ErrorText( { id, children }: Props ) {
	return (
		<p
			id={ id }
			className="jetpack-contact-form__error"
			role="alert"
			style={ { color: '#cc1818', marginTop: 8 } }
		>
			{ children }
		</p>
	);
}
