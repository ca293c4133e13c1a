/**
 * How a radio or checkbox-multiple field's options look to visitors: its "Option Text" colour
 * (`inputColor`) on every option's text, and its "Field Background" (`fieldBackgroundColor`)
 * and "Border" (`borderColor`) on the list that holds them, which then gets the
 * `jetpack-field-options--boxed` class (style.scss gives it padding and the field's border
 * width and radius). A colour set on a `jetpack/options` or `jetpack/option` part wins over
 * the field's. Values pass only through the checked colour helper.
 */
import { safeColor } from '../../render/color';
import type { FieldDef } from '../model/form-model';
import { NO_LOOK, type FieldPartLooks, type PartLook } from './part-looks';

function has( look: PartLook, prefix: string ): boolean {
	return (
		look.classes.some( ( name ) => name === prefix ) ||
		look.styles.some( ( style ) => style.startsWith( `${ prefix }:` ) )
	);
}

/**
 * @param field a radio or checkbox-multiple field
 * @param parts the looks of its parts
 */
export function choiceLooks( field: FieldDef, parts: FieldPartLooks ) {
	const text = safeColor( field.attrs.inputColor );
	const background = safeColor( field.attrs.fieldBackgroundColor );
	const border = safeColor( field.attrs.borderColor );
	const list: PartLook = {
		classes: [ ...parts.list.classes ],
		styles: [ ...parts.list.styles ],
	};
	if ( background && ! has( list, 'has-background' ) ) {
		list.styles.push( `background-color:${ background }` );
	}
	if ( border && ! has( list, 'has-border-color' ) ) {
		list.styles.push( `border-color:${ border }` );
	}
	if ( background || border || list.classes.length || list.styles.length ) {
		list.classes.unshift( 'jetpack-field-options--boxed' );
	}
	return {
		list,
		/**
		 * @param label the option's label
		 */
		option( label: string ): PartLook {
			const own = parts.options.get( label ) ?? NO_LOOK;
			return text && ! has( own, 'has-text-color' )
				? {
						classes: own.classes,
						styles: [ ...own.styles, `color:${ text }` ],
					}
				: own;
		},
	};
}
