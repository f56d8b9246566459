// generated - do not edit: written by `npm run gen` from schemas/models/api-identity-provider-lookup-user.json; edit the schema and regenerate.
import * as __runtime0 from "ajv/dist/runtime/ucs2length.js";
const __validators = {};
export default __validators;
__validators["https://provider-portal.example/schemas/models/api-identity-provider-lookup-user.json"] = validate10;
const schema27 = {"$comment":"generated - do not edit: written by npm run gen from schemas/models/api-identity-provider-lookup-user.json","$schema":"http://json-schema.org/draft-07/schema#","$id":"https://provider-portal.example/schemas/models/api-identity-provider-lookup-user.json","title":"caption.identityProviderUserLookUp","type":"object","required":["email","internal"],"properties":{"email":{"$ref":"#/definitions/username","title":"caption.email"},"internal":{"type":"boolean","title":"caption.internalUser"}},"definitions":{"username":{"title":"caption.username","type":"string","maxLength":150,"pattern":"^[A-Za-z0-9._%+'-]+@[A-Za-z0-9.-]+\\.[A-Za-z]{2,}$","messages":{"required":"field.required","maxLength":"field.maxLength","pattern":"username.invalid"},"validCharacters":true}}};
const schema28 = {"title":"caption.username","type":"string","maxLength":150,"pattern":"^[A-Za-z0-9._%+'-]+@[A-Za-z0-9.-]+\\.[A-Za-z]{2,}$","messages":{"required":"field.required","maxLength":"field.maxLength","pattern":"username.invalid"},"validCharacters":true};
const func2 = (__runtime0.default?.default ?? __runtime0.default);
const pattern0 = new RegExp("^[A-Za-z0-9._%+'-]+@[A-Za-z0-9.-]+\\.[A-Za-z]{2,}$", "u");
const pattern1 = new RegExp("[\\u0000-\\u0008\\u000C-\\u001F\\u007F-\\u009F]", "u");

function validate10(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
/*# sourceURL="https://provider-portal.example/schemas/models/api-identity-provider-lookup-user.json" */;
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.email === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "email"}};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.internal === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "internal"}};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.email !== undefined){
let data0 = data.email;
if(typeof data0 === "string"){
if(func2(data0) > 150){
const err2 = {instancePath:instancePath+"/email",schemaPath:"#/definitions/username/maxLength",keyword:"maxLength",params:{limit: 150}};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(!pattern0.test(data0)){
const err3 = {instancePath:instancePath+"/email",schemaPath:"#/definitions/username/pattern",keyword:"pattern",params:{pattern: "^[A-Za-z0-9._%+'-]+@[A-Za-z0-9.-]+\\.[A-Za-z]{2,}$"}};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(pattern1.test(data0)){
const err4 = {instancePath:instancePath+"/email",schemaPath:"#/definitions/username/validCharacters",keyword:"validCharacters",params:{messageId: "username.invalid"}};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
else {
const err5 = {instancePath:instancePath+"/email",schemaPath:"#/definitions/username/type",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
if(data.internal !== undefined){
if(typeof data.internal !== "boolean"){
const err6 = {instancePath:instancePath+"/internal",schemaPath:"#/properties/internal/type",keyword:"type",params:{type: "boolean"}};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
}
else {
const err7 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"}};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
validate10.errors = vErrors;
return errors === 0;
}
