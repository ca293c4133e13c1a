/**
 * A field's label, edited in place, followed by the required text while the field is required.
 * Labels are single-line: Enter neither breaks the line nor creates a block.
 */
import { PlainText } from '@wordpress/block-editor';
import { __ } from '@wordpress/i18n';
import type { CSSProperties, KeyboardEvent } from 'react';

/** Single-line inputs of a form swallow Enter (spec §5: Enter is blocked in form inputs). */
export function blockEnter( event: KeyboardEvent ) {
	if ( event.key === 'Enter' ) {
		event.preventDefault();
	}
}

export type FieldLabelProps = {
	value: string | undefined;
	onChange: ( value: string ) => void;
	required?: boolean;
	requiredText?: string;
	style?: CSSProperties;
	/** Accessible name of the inline input; "Field label" unless the text is something else. */
	ariaLabel?: string;
	placeholder?: string;
};

export default function FieldLabel( {
	value,
	onChange,
	required = false,
	requiredText,
	style,
	ariaLabel = __( 'Field label', 'jetpack' ),
	placeholder = __( 'Add label…', 'jetpack' ),
}: FieldLabelProps ) {
	return (
		<div className="jetpack-field-label">
			<PlainText
				className="jetpack-field-label__input"
				value={ value ?? '' }
				onChange={ onChange }
				onKeyDown={ blockEnter }
				placeholder={ placeholder }
				aria-label={ ariaLabel }
				rows={ 1 }
				style={ style }
			/>
			{ required && (
				<span className="jetpack-field-label__required required">
					{ requiredText || __( '(required)', 'jetpack' ) }
				</span>
			) }
		</div>
	);
}
