// generated - do not edit: written by `npm run gen` from schemas/models/okta-email-otp.json; edit the schema and regenerate.
import * as __runtime0 from "ajv/dist/runtime/ucs2length.js";
const __validators = {};
export default __validators;
__validators["https://provider-portal.example/schemas/models/okta-email-otp.json"] = validate10;
const schema27 = {"$comment":"generated - do not edit: written by npm run gen from schemas/models/okta-email-otp.json","$schema":"http://json-schema.org/draft-07/schema#","$id":"https://provider-portal.example/schemas/models/okta-email-otp.json","title":"caption.enterCode","type":"object","required":["oktaPasscode"],"properties":{"oktaPasscode":{"type":"string","writeOnly":true,"title":"caption.enterCode","minLength":1,"maxLength":20,"messages":{"required":"field.required","minLength":"field.required","maxLength":"field.maxLength"},"validCharacters":true}},"definitions":{}};
const func2 = (__runtime0.default?.default ?? __runtime0.default);
const pattern0 = new RegExp("[\\u0000-\\u0008\\u000C-\\u001F\\u007F-\\u009F]", "u");

function validate10(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
/*# sourceURL="https://provider-portal.example/schemas/models/okta-email-otp.json" */;
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.oktaPasscode === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "oktaPasscode"}};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.oktaPasscode !== undefined){
let data0 = data.oktaPasscode;
if(typeof data0 === "string"){
if(func2(data0) > 20){
const err1 = {instancePath:instancePath+"/oktaPasscode",schemaPath:"#/properties/oktaPasscode/maxLength",keyword:"maxLength",params:{limit: 20}};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(func2(data0) < 1){
const err2 = {instancePath:instancePath+"/oktaPasscode",schemaPath:"#/properties/oktaPasscode/minLength",keyword:"minLength",params:{limit: 1}};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(pattern0.test(data0)){
const err3 = {instancePath:instancePath+"/oktaPasscode",schemaPath:"#/properties/oktaPasscode/validCharacters",keyword:"validCharacters",params:{messageId: "field.invalid"}};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
else {
const err4 = {instancePath:instancePath+"/oktaPasscode",schemaPath:"#/properties/oktaPasscode/type",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
}
else {
const err5 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"}};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
validate10.errors = vErrors;
return errors === 0;
}
