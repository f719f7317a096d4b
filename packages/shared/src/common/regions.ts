import { z } from "zod";
import { REGIONS } from "./regions.constants";

export const regionSchema = z.enum(REGIONS);
