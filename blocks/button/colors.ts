/**
 * Colour and gradient values as the button stores them: a theme palette entry by its slug
 * (`textColor`, `backgroundColor`, `gradient`), anything else as a custom value
 * (`customTextColor`, `customBackgroundColor`, `customGradient`).
 */
type ColorEntry = { slug: string; color: string };
type GradientEntry = { slug: string; gradient: string };
type Origin< T > = { colors?: T[]; gradients?: T[] };

export function paletteColors(
	origins: Array< Origin< ColorEntry > > = []
): ColorEntry[] {
	return origins.flatMap( ( origin ) => origin.colors ?? [] );
}

export function paletteGradients(
	origins: Array< Origin< GradientEntry > > = []
): GradientEntry[] {
	return origins.flatMap( ( origin ) => origin.gradients ?? [] );
}

/** The value shown for a slug/custom pair. */
export function colorValue(
	slug: string | undefined,
	custom: string | undefined,
	palette: ColorEntry[]
): string | undefined {
	return (
		( slug && palette.find( ( entry ) => entry.slug === slug )?.color ) ||
		custom
	);
}

export function gradientValue(
	slug: string | undefined,
	custom: string | undefined,
	palette: GradientEntry[]
): string | undefined {
	return (
		( slug &&
			palette.find( ( entry ) => entry.slug === slug )?.gradient ) ||
		custom
	);
}

/** The slug/custom pair for a picked colour. */
export function colorPair(
	value: string | undefined,
	palette: ColorEntry[]
): { slug?: string; custom?: string } {
	if ( ! value ) {
		return {};
	}
	const named = palette.find(
		( entry ) => entry.color.toLowerCase() === value.toLowerCase()
	);
	return named ? { slug: named.slug } : { custom: value };
}

export function gradientPair(
	value: string | undefined,
	palette: GradientEntry[]
): { slug?: string; custom?: string } {
	if ( ! value ) {
		return {};
	}
	const named = palette.find( ( entry ) => entry.gradient === value );
	return named ? { slug: named.slug } : { custom: value };
}
