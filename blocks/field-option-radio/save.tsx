/** jetpack/field-option-radio saves only its block comment (self-closing), as Jetpack saves options. */
export default function save() {
	return null;
}
