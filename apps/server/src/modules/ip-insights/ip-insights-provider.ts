/** product-rules#ip-insights; field names as the product-rules#ip-insights ipInsights query. */
export interface IpInsights {
  domain: string | null;
  isp: string | null;
  organization: string | null;
  autonomous_system_organization: string | null;
  countryISOCode: string | null;
  user_type: IpUserType;
}

/**
 * A coarse form of the vendor "user type": hosting marks data centres, clouds
 * and VPN exits (the block_vpn check of product-rules#auth-errors looks for them).
 */
export type IpUserType = 'residential' | 'hosting' | 'unknown';

/** The IP insights provider (architecture "providers": offline IP databases from npm). */
export interface IpInsightsProvider {
  lookup(ip: string): Promise<IpInsights>;
}

export const unknownIpInsights: IpInsights = {
  domain: null,
  isp: null,
  organization: null,
  autonomous_system_organization: null,
  countryISOCode: null,
  user_type: 'unknown',
};
