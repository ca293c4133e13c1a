/**
 * jetpack/input-range saves an empty `<div>` carrying its block class and the colour and
 * typography it is given, as Jetpack saves it (`useBlockProps.save()`).
 */
import { useBlockProps } from '@wordpress/block-editor';

export default function save() {
	return <div { ...useBlockProps.save() } />;
}
